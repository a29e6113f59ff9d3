import type { PreferencePart } from '@ideaignite/contract';
import type { UseFormRegister } from 'react-hook-form';
import { RadioGroup } from '../../../components/checkbox-group.tsx';
import { useWords } from '../../../lib/i18n/words.ts';
import type { PreferenceValues } from '../preference-values.ts';
import { cofoundersWords } from '../words/index.ts';

/** Must-have, nice to have or doesn't matter, for one part of the preferences. */
export function WeightChoice({
  part,
  label,
  register,
}: {
  part: PreferencePart;
  label: string;
  register: UseFormRegister<PreferenceValues>;
}) {
  const m = useWords(cofoundersWords);
  return (
    <RadioGroup
      legend={m.weightLegend(label)}
      options={[
        { value: 'must', label: m.weightMust },
        { value: 'nice', label: m.weightNice },
        { value: 'none', label: m.weightNone },
      ]}
      registration={register(`weights.${part}`)}
    />
  );
}
