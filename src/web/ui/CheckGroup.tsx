import type { UseFormRegisterReturn } from 'react-hook-form';

export interface CheckOption {
  value: string;
  label: string;
  title?: string;
  /** the label is data (a plant's name), not catalogue text: `translate="no"` */
  data?: boolean;
}

/** A fieldset of checkboxes registered as one react-hook-form array field (roles, plants, scopes ...). */
export function CheckGroup({
  legend,
  options,
  field,
  error,
}: {
  legend: string;
  options: readonly CheckOption[] | undefined;
  field: UseFormRegisterReturn;
  error?: string | undefined;
}) {
  return (
    <fieldset className="sp-fieldset">
      <legend>{legend}</legend>
      <div className="sp-checks">
        {options?.map((o) => (
          // data (a role's name and description): the whole label, its title too, is not for translation
          <label key={o.value} className="sp-check" title={o.title} translate={o.data ? 'no' : undefined}>
            <input type="checkbox" value={o.value} {...field} /> {o.label}
          </label>
        ))}
      </div>
      {error ? (
        <p className="sp-error-text" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Plants as options: `1000 Frankfurt Distribution Center`. */
export const plantOptions = (plants: readonly { plantId: string; name: string }[] | undefined): CheckOption[] | undefined =>
  plants?.map((p) => ({ value: p.plantId, label: `${p.plantId} ${p.name}`, data: true }));

/** Storage locations as options: `0001 Main store`. */
export const slocOptions = (slocs: readonly { slocId: string; name: string }[]): CheckOption[] =>
  slocs.map((s) => ({ value: s.slocId, label: `${s.slocId} ${s.name}`, data: true }));
