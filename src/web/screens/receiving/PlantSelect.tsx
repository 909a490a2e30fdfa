import { t } from '../../../shared/i18n';
import { PlantOptions } from '../../ui/PlantOptions';
import './receiving.css';

/** The plant of a dock screen: one of the user's plants (code and name). */
export function PlantSelect(props: {
  plants: { plantId: string; name: string }[];
  value: string | null;
  onChange: (plant: string) => void;
}) {
  return (
    <label className="zrec-field">
      {t('rcv.plant')}
      <select value={props.value ?? ''} onChange={(e) => props.onChange(e.target.value)}>
        <PlantOptions plants={props.plants} />
      </select>
    </label>
  );
}
