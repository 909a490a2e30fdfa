// The shared web controls, one import for screens: `import { Pagination, Select } from '../../ui';`
export { AlertLine, ErrorText } from './AlertLine';
export { CheckGroup, type CheckOption, plantOptions, slocOptions } from './CheckGroup';
export { ChoiceList, type ChoiceListProps, matchesChoice } from './ChoiceList';
export { ConfirmButton, type ConfirmButtonProps } from './ConfirmButton';
export {
  DateInput,
  type DateInputProps,
  datePlaceholder,
  dateToIso,
  defaultDateFormat,
  FormDateInput,
  type IsoDay,
  isoToDate,
} from './DateInput';
export { type DateRange, DateRangeFields } from './DateRangeFields';
export { DecimalInput, type DecimalInputProps, readTypedDecimal, type TypedDecimal } from './DecimalInput';
export { Facts } from './Facts';
export { FilterActions, FilterSelect, TextField } from './FilterBar';
export { type FieldControlProps, FormField, type FormFieldProps } from './FormField';
export { beep, setFeedbackPreferences, signalError, vibrate } from './feedback';
export { LanguageSelect } from './LanguageSelect';
export { type HeaderColumn, HeaderRow, ListTable, PagedTable, ShortTable } from './ListTable';
export { localDay } from './local-day';
export { Pagination, type PaginationProps } from './Pagination';
export { PlantOptions } from './PlantOptions';
export { DiscardButton, PostingBusy } from './PostingControls';
export { QueryState } from './QueryState';
export { QueuedResult, ResultSection } from './ResultSection';
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
export { StatusIcon, type StatusTone } from './StatusIcon';
export { SubmitButton, type SubmitButtonProps } from './SubmitButton';
export { SummaryItem } from './SummaryItem';
export { ScannedSerials, type ScannedSerialsProps } from './serial-entry/ScannedSerials';
export { SerialEntry, type SerialEntryProps } from './serial-entry/SerialEntry';
export type { SerialEntryServices, SerialRow } from './serial-entry/serial-entry.flow';
export { Tabs } from './Tabs';
export { TextFilterField } from './TextFilterField';
export { alertError, useAction, useActionError } from './use-action';
export { useKeyedPosting } from './use-keyed-posting';
export { useSearchForm } from './use-search-form';
