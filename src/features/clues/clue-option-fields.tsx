import { useFormContext } from 'react-hook-form';

import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { ageBandLabels, difficultyKinds, difficultyLabels, themeLabels } from '@domain/clue-options';
import { clueAgeBands, clueDifficulties, clueThemes } from '@domain/clue-request';

/** The options as a form holds them: '' until a theme or difficulty is chosen, which the schemas refuse. */
export type ClueOptionValues = { theme: string; difficulty: string; ageBand: string };

/**
 * Theme, difficulty and age band, which every clue and every hunt is written with (spec §2, §5): the
 * fields of the clue generator and the hunt planner, inside their form's `FormProvider`, laid out by the
 * grid around them.
 */
export function ClueOptionFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<ClueOptionValues>();
  return (
    <>
      <FormField label="Theme" error={errors.theme?.message}>
        {(field) => (
          <Select {...field} {...register('theme')}>
            <option value="">Choose a theme</option>
            {clueThemes.map((theme) => (
              <option key={theme} value={theme}>
                {themeLabels[theme]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label="Difficulty" error={errors.difficulty?.message}>
        {(field) => (
          <Select {...field} {...register('difficulty')}>
            <option value="">Choose a difficulty</option>
            {clueDifficulties.map((difficulty) => (
              <option key={difficulty} value={difficulty}>
                {difficultyLabels[difficulty]} ({difficultyKinds[difficulty]})
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label="Age band" error={errors.ageBand?.message}>
        {(field) => (
          <Select {...field} {...register('ageBand')}>
            {clueAgeBands.map((band) => (
              <option key={band} value={band}>
                {ageBandLabels[band]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
    </>
  );
}
