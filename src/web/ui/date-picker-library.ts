// react-datepicker and its stylesheet, loaded when a date field is first reached for (ui/DateInput.tsx, ui/deferred-library.ts)
import 'react-datepicker/dist/react-datepicker.css';

export { default as DatePicker } from 'react-datepicker';
