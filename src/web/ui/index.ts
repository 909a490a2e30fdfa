// The shared web controls, one import for screens: `import { Pagination, Select } from '../../ui';`
export { DateInput, type DateInputProps, DEFAULT_DATE_FORMAT, dateToIso, FormDateInput, type IsoDay, isoToDate } from './DateInput';
export { type DateRange, DateRangeFields } from './DateRangeFields';
export { Facts } from './Facts';
export { type FieldControlProps, FormField, type FormFieldProps } from './FormField';
export { beep, setFeedbackPreferences, signalError, vibrate } from './feedback';
export { LanguageSelect } from './LanguageSelect';
export { type HeaderColumn, HeaderRow, PagedTable, ShortTable } from './ListTable';
export { Pagination, type PaginationProps } from './Pagination';
export { QueryState } from './QueryState';
export { ScanInput, type ScanInputHandle, type ScanInputProps } from './ScanInput';
export { SearchForm } from './SearchForm';
export {
  AsyncSelect,
  type AsyncSelectProps,
  FormAsyncSelect,
  FormSelect,
  SELECT_MAX_MENU_HEIGHT,
  SELECT_MIN_MENU_HEIGHT,
  SELECT_PAGE_SIZE,
  Select,
  type SelectOption,
  type SelectProps,
} from './Select';
export { SubmitButton, type SubmitButtonProps } from './SubmitButton';
export { SerialEntry, type SerialEntryProps } from './serial-entry/SerialEntry';
export type { SerialEntryServices, SerialRow } from './serial-entry/serial-entry.flow';
export { Tabs } from './Tabs';
export { TextFilterField } from './TextFilterField';
export { useSearchForm } from './use-search-form';
