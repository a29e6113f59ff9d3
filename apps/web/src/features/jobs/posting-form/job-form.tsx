import {
  INDIA_CITIES,
  INDIA_STATES,
  JOB_AUDIENCES,
  JOB_LIMITS,
  JOB_PERKS,
  JOB_TYPES,
  type JobInput,
  WORK_MODES,
} from '@ideaignite/contract';
import { Plus, TriangleAlert, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/alert.tsx';
import { Button, ButtonLink } from '../../../components/button.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { TextAreaField } from '../../../components/text-area-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useContractText } from '../../../lib/i18n/contract.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { useJobText } from '../lib/labels.ts';
import { Choice, Declaration, Fieldset, FormSection } from './form-parts.tsx';
import {
  checkDraft,
  type FieldErrors,
  firstErrorField,
  type JobDraft,
  moneyAskingOf,
  type StipendKind,
} from './job-draft.ts';
import { SkillsInput } from './skills-input.tsx';
import { postingFormWords } from './words/index.ts';

/** Today in India, YYYY-MM-DD, and `days` after it: the date pickers' bounds. */
function indiaDay(days = 0): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(date);
}

const MONTHS = Array.from(
  { length: JOB_LIMITS.internshipMonths.max - JOB_LIMITS.internshipMonths.min + 1 },
  (_, index) => JOB_LIMITS.internshipMonths.min + index,
);

/** Moves the focus to a field: its own control, or the first one inside its group. */
function focusField(form: HTMLFormElement | null, field: string) {
  const holder = form?.querySelector<HTMLElement>(`[data-field="${field}"]`);
  const target = holder?.matches('input, select, textarea')
    ? holder
    : holder?.querySelector<HTMLElement>('input:not([disabled]), select, textarea, button');
  target?.focus();
}

/**
 * The posting, whole: the role, where, pay by type (an internship's months and stipend, a job's
 * annual pay and ESOPs), perks, who may apply, questions and the no-fee declaration. Checked by
 * JobInputSchema on submit, each error beside its field and the first focused; `onSubmit` throws
 * to show the server's refusal.
 */
export function JobForm({
  initial,
  editing,
  cancelTo,
  onSubmit,
}: {
  initial: JobDraft;
  editing: boolean;
  cancelTo: string;
  onSubmit: (input: JobInput) => Promise<void>;
}) {
  const m = useWords(postingFormWords);
  const t = useContractText();
  const choice = useJobText();
  const formRef = useRef<HTMLFormElement>(null);
  const serverErrorRef = useRef<HTMLDivElement>(null);
  const cityList = useId();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [focusRequest, setFocusRequest] = useState<{ field: string | null } | null>(null);

  const set = <K extends keyof JobDraft>(key: K, value: JobDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const internship = draft.type === 'internship';
  const remote = draft.workMode === 'remote';
  const asking = moneyAskingOf(draft);

  // After a submit with errors, the first one (top to bottom) takes the focus; after a refusal, its alert.
  useEffect(() => {
    if (!focusRequest) return;
    if (focusRequest.field) focusField(formRef.current, focusRequest.field);
    else serverErrorRef.current?.focus();
  }, [focusRequest]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    setServerError(null);
    const checked = checkDraft(draft);
    if ('errors' in checked) {
      setErrors(checked.errors);
      setFocusRequest({ field: firstErrorField(checked.errors) ?? null });
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await onSubmit(checked.input);
    } catch (failure) {
      setServerError(failure instanceof Error ? failure.message : String(failure));
      setFocusRequest({ field: null });
    } finally {
      setPending(false);
    }
  }

  const cities = INDIA_CITIES.filter((city) => !draft.state || city.state === draft.state);
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-6">
      {hasErrors ? <Alert tone="error">{m.fixErrors}</Alert> : null}
      {serverError ? (
        <div ref={serverErrorRef} tabIndex={-1}>
          <Alert tone="error">{t(serverError)}</Alert>
        </div>
      ) : null}

      <FormSection title={m.basics}>
        <TextField
          label={m.title}
          placeholder={m.titlePlaceholder}
          value={draft.title}
          maxLength={JOB_LIMITS.title}
          onChange={(event) => set('title', event.target.value)}
          error={errors.title}
          data-field="title"
        />
        <SelectField
          label={m.type}
          emptyOption={m.chooseType}
          options={JOB_TYPES.map((type) => ({ value: type.value, label: choice(type.label) }))}
          value={draft.type}
          onChange={(event) => set('type', event.target.value as JobDraft['type'])}
          error={errors.type}
          data-field="type"
        />
        <Fieldset field="workMode" legend={m.workMode} error={errors.workMode}>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
            {WORK_MODES.map((mode) => (
              <Choice
                key={mode.value}
                type="radio"
                name="workMode"
                label={choice(mode.label)}
                checked={draft.workMode === mode.value}
                onChange={() => set('workMode', mode.value)}
              />
            ))}
          </div>
        </Fieldset>
        {remote ? null : (
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <SelectField
              label={m.state}
              emptyOption={m.chooseState}
              options={INDIA_STATES.map((state) => ({ value: state.value, label: t(state.label) }))}
              value={draft.state}
              onChange={(event) => set('state', event.target.value)}
              error={errors.state}
              data-field="state"
            />
            <TextField
              label={m.city}
              hint={m.cityHint}
              list={cityList}
              value={draft.city}
              maxLength={60}
              onChange={(event) => set('city', event.target.value)}
              error={errors.city}
              data-field="city"
            />
            <datalist id={cityList}>
              {cities.map((city) => (
                <option key={city.name} value={city.name} />
              ))}
            </datalist>
          </div>
        )}
        <SkillsInput
          skills={draft.skills}
          onChange={(skills) => set('skills', skills)}
          error={errors.skills}
        />
        <div className="flex flex-col gap-2">
          <TextAreaField
            label={m.description}
            hint={m.descriptionHint}
            rows={7}
            maxChars={JOB_LIMITS.description}
            value={draft.description}
            onChange={(event) => set('description', event.target.value)}
            error={errors.description}
            data-field="description"
          />
          <div aria-live="polite">
            {asking ? (
              <p className="flex items-start gap-2 rounded-xl bg-saffron-50 px-4 py-3 text-saffron-800 text-sm ring-1 ring-saffron-300">
                <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
                {m.moneyWarning(asking)}
              </p>
            ) : null}
          </div>
        </div>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            label={m.openings}
            type="number"
            inputMode="numeric"
            min={1}
            max={JOB_LIMITS.openings}
            value={draft.openings}
            onChange={(event) => set('openings', event.target.value)}
            error={errors.openings}
            data-field="openings"
          />
          <Fieldset field="startDate" legend={m.start} error={errors.startDate}>
            <div className="grid grid-cols-2 gap-2">
              <Choice
                type="radio"
                name="start"
                label={m.startNow}
                checked={draft.startsNow}
                onChange={() => set('startsNow', true)}
              />
              <Choice
                type="radio"
                name="start"
                label={m.startOn}
                checked={!draft.startsNow}
                onChange={() => set('startsNow', false)}
              />
            </div>
            {draft.startsNow ? null : (
              <TextField
                label={m.startDate}
                type="date"
                min={indiaDay()}
                value={draft.startDate}
                onChange={(event) => set('startDate', event.target.value)}
              />
            )}
          </Fieldset>
        </div>
      </FormSection>

      {draft.type ? (
        <FormSection title={m.pay}>
          {internship ? (
            <>
              <SelectField
                label={m.duration}
                emptyOption={m.chooseDuration}
                options={MONTHS.map((count) => ({ value: String(count), label: m.months(count) }))}
                value={draft.durationMonths}
                onChange={(event) => set('durationMonths', event.target.value)}
                error={errors.durationMonths}
                data-field="durationMonths"
              />
              <Fieldset
                field="stipend"
                legend={m.stipend}
                error={errors.stipend}
                hint={draft.stipendKind === 'unpaid' ? m.stipendUnpaidHint : undefined}
              >
                <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
                  {(
                    [
                      ['fixed', m.stipendFixed],
                      ['range', m.stipendRange],
                      ['unpaid', m.stipendUnpaid],
                    ] as const satisfies ReadonlyArray<readonly [StipendKind, string]>
                  ).map(([kind, label]) => (
                    <Choice
                      key={kind}
                      type="radio"
                      name="stipendKind"
                      label={label}
                      checked={draft.stipendKind === kind}
                      onChange={() => set('stipendKind', kind)}
                    />
                  ))}
                </div>
                {draft.stipendKind === 'fixed' ? (
                  <TextField
                    label={m.amount}
                    inputMode="numeric"
                    value={draft.stipendAmount}
                    onChange={(event) => set('stipendAmount', event.target.value)}
                  />
                ) : draft.stipendKind === 'range' ? (
                  <div className="grid grid-cols-2 gap-3">
                    <TextField
                      label={m.minimum}
                      inputMode="numeric"
                      value={draft.stipendMin}
                      onChange={(event) => set('stipendMin', event.target.value)}
                    />
                    <TextField
                      label={m.maximum}
                      inputMode="numeric"
                      value={draft.stipendMax}
                      onChange={(event) => set('stipendMax', event.target.value)}
                    />
                  </div>
                ) : null}
              </Fieldset>
            </>
          ) : (
            <>
              <Fieldset field="payLpa" legend={m.payLpa} error={errors.payLpa}>
                <div className="grid grid-cols-2 gap-3">
                  <TextField
                    label={m.payFrom}
                    inputMode="decimal"
                    value={draft.payMin}
                    onChange={(event) => set('payMin', event.target.value)}
                  />
                  <TextField
                    label={m.payTo}
                    inputMode="decimal"
                    value={draft.payMax}
                    onChange={(event) => set('payMax', event.target.value)}
                  />
                </div>
              </Fieldset>
              <Fieldset field="esopPercent" legend={m.esop} error={errors.esopPercent}>
                <div className="grid grid-cols-2 gap-3">
                  <TextField
                    label={m.esopFrom}
                    inputMode="decimal"
                    value={draft.esopMin}
                    onChange={(event) => set('esopMin', event.target.value)}
                  />
                  <TextField
                    label={m.esopTo}
                    inputMode="decimal"
                    value={draft.esopMax}
                    onChange={(event) => set('esopMax', event.target.value)}
                  />
                </div>
              </Fieldset>
            </>
          )}
          <Fieldset field="perks" legend={m.perks} error={errors.perks}>
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
              {JOB_PERKS.map((perk) => (
                <Choice
                  key={perk.value}
                  type="checkbox"
                  name="perks"
                  label={choice(perk.label)}
                  checked={draft.perks.includes(perk.value)}
                  onChange={(checked) =>
                    set(
                      'perks',
                      checked ? [...draft.perks, perk.value] : draft.perks.filter((p) => p !== perk.value),
                    )
                  }
                />
              ))}
            </div>
          </Fieldset>
        </FormSection>
      ) : null}

      <FormSection title={m.applying}>
        <Fieldset field="audiences" legend={m.whoMayApply} error={errors.audiences}>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
            {JOB_AUDIENCES.map((audience) => (
              <Choice
                key={audience.value}
                type="checkbox"
                name="audiences"
                label={choice(audience.label)}
                checked={draft.audiences.includes(audience.value)}
                onChange={(checked) =>
                  set(
                    'audiences',
                    checked
                      ? [...draft.audiences, audience.value]
                      : draft.audiences.filter((a) => a !== audience.value),
                  )
                }
              />
            ))}
          </div>
        </Fieldset>
        {draft.audiences.includes('students') ? (
          <TextField
            label={m.studentYear}
            type="number"
            inputMode="numeric"
            min={2000}
            max={2100}
            value={draft.studentYear}
            onChange={(event) => set('studentYear', event.target.value)}
            error={errors.studentYear}
            data-field="studentYear"
          />
        ) : null}
        <TextField
          label={m.applyBy}
          type="date"
          min={indiaDay()}
          max={indiaDay(JOB_LIMITS.applyByDays)}
          hint={m.applyByHint(JOB_LIMITS.applyByDays)}
          value={draft.applyBy}
          onChange={(event) => set('applyBy', event.target.value)}
          error={errors.applyBy}
          data-field="applyBy"
        />
        <Fieldset
          field="questions"
          legend={m.questions}
          hint={m.questionsHint(JOB_LIMITS.questions)}
          error={errors.questions}
        >
          {draft.questions.map((question, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a question is its place in the list
            <div key={index} className="flex items-end gap-2">
              <TextField
                className="flex-1"
                label={m.question(index + 1)}
                value={question}
                maxLength={JOB_LIMITS.question}
                onChange={(event) =>
                  set(
                    'questions',
                    draft.questions.map((q, at) => (at === index ? event.target.value : q)),
                  )
                }
                error={errors[`questions.${index}`]}
                data-field={`questions.${index}`}
              />
              <Button
                variant="ghost"
                className="mb-0 w-11 px-0"
                aria-label={m.removeQuestion(index + 1)}
                onClick={() =>
                  set(
                    'questions',
                    draft.questions.filter((_, at) => at !== index),
                  )
                }
              >
                <X aria-hidden className="size-4" />
              </Button>
            </div>
          ))}
          {draft.questions.length < JOB_LIMITS.questions ? (
            <div>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => set('questions', [...draft.questions, ''])}
              >
                <Plus aria-hidden className="size-4" />
                {m.addQuestion}
              </Button>
            </div>
          ) : null}
        </Fieldset>
      </FormSection>

      <Declaration
        checked={draft.noFeeDeclaration}
        onChange={(checked) => set('noFeeDeclaration', checked)}
        error={errors.noFeeDeclaration}
      />

      <div className="flex flex-wrap justify-end gap-3">
        <ButtonLink to={cancelTo} variant="secondary">
          {m.cancel}
        </ButtonLink>
        <Button type="submit" busy={pending}>
          {pending ? (editing ? m.saving : m.posting) : editing ? m.submitEdit : m.submitNew}
        </Button>
      </div>
    </form>
  );
}
