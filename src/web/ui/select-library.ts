// react-select, loaded when a select is first reached for (ui/Select.tsx, ui/deferred-library.ts)
export { createFilter, default as ReactSelect } from 'react-select';
export { default as AsyncReactSelect } from 'react-select/async';
