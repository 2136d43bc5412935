import { useFormContext } from 'react-hook-form';

import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { useClueTexts } from '@/features/clues/clue-options';
import { useI18n } from '@/lib/i18n/i18n';
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
  const { t } = useI18n();
  const texts = useClueTexts();
  return (
    <>
      <FormField label={t('clues.options.theme')} error={errors.theme?.message}>
        {(field) => (
          <Select {...field} {...register('theme')}>
            <option value="">{t('clues.options.chooseTheme')}</option>
            {clueThemes.map((theme) => (
              <option key={theme} value={theme}>
                {texts.theme(theme)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label={t('clues.options.difficulty')} error={errors.difficulty?.message}>
        {(field) => (
          <Select {...field} {...register('difficulty')}>
            <option value="">{t('clues.options.chooseDifficulty')}</option>
            {clueDifficulties.map((difficulty) => (
              <option key={difficulty} value={difficulty}>
                {texts.difficultyKind(difficulty)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label={t('clues.options.ageBand')} error={errors.ageBand?.message}>
        {(field) => (
          <Select {...field} {...register('ageBand')}>
            {clueAgeBands.map((band) => (
              <option key={band} value={band}>
                {texts.ageBand(band)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
    </>
  );
}
