/** A row of tabs (`sp-tabs`): one button a `[value, label]`, the current one `aria-selected`. */
export function Tabs<T extends string>(props: { tabs: readonly (readonly [T, string])[]; value: T; onChange: (value: T) => void }) {
  return (
    <div className="sp-tabs" role="tablist">
      {props.tabs.map(([value, label]) => (
        <button
          key={value}
          type="button"
          role="tab"
          className="sp-tab"
          aria-selected={props.value === value}
          onClick={() => props.onChange(value)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
