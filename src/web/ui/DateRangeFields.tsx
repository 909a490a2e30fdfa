import { t } from '../../shared/i18n';
import { DateInput, type IsoDay } from './DateInput';
import { FormField } from './FormField';

export interface DateRange {
  dateFrom: IsoDay | null;
  dateTo: IsoDay | null;
}

/** The From and To days of a search filter (either may be empty). */
export function DateRangeFields({ value, onChange }: { value: DateRange; onChange: (range: DateRange) => void }) {
  return (
    <>
      <FormField label={t('ui.dateFrom')}>
        <DateInput value={value.dateFrom} onChange={(dateFrom) => onChange({ ...value, dateFrom })} isClearable />
      </FormField>
      <FormField label={t('ui.dateTo')}>
        <DateInput value={value.dateTo} onChange={(dateTo) => onChange({ ...value, dateTo })} isClearable />
      </FormField>
    </>
  );
}
