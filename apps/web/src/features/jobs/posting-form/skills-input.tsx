import { JOB_LIMITS } from '@ideaignite/contract';
import { X } from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { controlClasses, labelClasses } from '../../../components/field-styles.ts';
import { useContractText } from '../../../lib/i18n/contract.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { postingFormWords } from './words/index.ts';

/** Skills as chips: typed one at a time (Enter, a comma or Add), each removable, at most JOB_LIMITS.skills. */
export function SkillsInput({
  skills,
  onChange,
  error,
}: {
  skills: string[];
  onChange: (skills: string[]) => void;
  error?: string;
}) {
  const m = useWords(postingFormWords);
  const t = useContractText();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const full = skills.length >= JOB_LIMITS.skills;
  const noteId = `${id}-note`;

  function add() {
    const skill = typed.trim().replace(/,+$/, '').trim();
    if (!skill || full) return;
    if (!skills.some((existing) => existing.toLowerCase() === skill.toLowerCase()))
      onChange([...skills, skill.slice(0, JOB_LIMITS.skill)]);
    setTyped('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && typed === '' && skills.length > 0) {
      onChange(skills.slice(0, -1));
    }
  }

  function remove(index: number) {
    onChange(skills.filter((_, at) => at !== index));
    inputRef.current?.focus();
  }

  return (
    <div className="flex flex-col gap-1.5" data-field="skills">
      <label htmlFor={id} className={labelClasses}>
        {m.skills}
      </label>
      {skills.length > 0 ? (
        <ul aria-label={m.skills} className="flex flex-wrap gap-2">
          {skills.map((skill, index) => (
            <li
              key={skill}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-brand-800 text-sm ring-1 ring-brand-200"
            >
              {skill}
              <button
                type="button"
                onClick={() => remove(index)}
                aria-label={m.removeSkill(skill)}
                className="flex size-7 items-center justify-center rounded-full hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-saffron-500"
              >
                <X aria-hidden className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex gap-2">
        <input
          ref={inputRef}
          id={id}
          value={typed}
          disabled={full}
          maxLength={JOB_LIMITS.skill}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={noteId}
          className={controlClasses(Boolean(error), 'h-11 flex-1 disabled:bg-ink-50')}
        />
        <Button variant="secondary" onClick={add} disabled={full || !typed.trim()}>
          {m.addSkill}
        </Button>
      </div>
      <p id={noteId} className={error ? 'text-danger-700 text-sm' : 'text-ink-500 text-xs'}>
        {error ? t(error) : full ? m.skillsFull(JOB_LIMITS.skills) : m.skillsHint(JOB_LIMITS.skills)}
      </p>
    </div>
  );
}
