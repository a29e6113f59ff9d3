import { type FormEvent, useState } from 'react';
import { ChoiceOption } from './choice-option.tsx';
import { SaveRow } from './save-row.tsx';

/**
 * A settings card's form of one radio choice, each with its name and what it means (who can
 * message me, data saver), and a Save row: `onSave` is given the chosen value.
 */
export function ChoiceForm<Choice extends string>({
  name,
  legend,
  choices,
  initial,
  label,
  meaning,
  saveLabel,
  save,
}: {
  name: string;
  legend: string;
  choices: readonly Choice[];
  initial: Choice;
  label: Record<Choice, string>;
  meaning: Record<Choice, string>;
  saveLabel: string;
  save: {
    mutate: (choice: Choice) => void;
    reset: () => void;
    isPending: boolean;
    isSuccess: boolean;
    error: unknown;
  };
}) {
  const [choice, setChoice] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(choice);
  };
  return (
    <form onSubmit={submit} className="mt-5 flex flex-col gap-6">
      <fieldset>
        <legend className="sr-only">{legend}</legend>
        <div className="flex flex-col gap-3">
          {choices.map((value) => (
            <ChoiceOption
              key={value}
              name={name}
              value={value}
              checked={choice === value}
              onChange={() => {
                save.reset();
                setChoice(value);
              }}
            >
              <span className="flex flex-col">
                <span className="font-semibold">{label[value]}</span>
                <span className="text-ink-600 text-sm">{meaning[value]}</span>
              </span>
            </ChoiceOption>
          ))}
        </div>
      </fieldset>
      <SaveRow save={save} label={saveLabel} />
    </form>
  );
}
