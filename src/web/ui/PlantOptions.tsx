/** The options of a plant select: `1000 Frankfurt Distribution Center`, one a plant. */
export function PlantOptions({ plants }: { plants: readonly { plantId: string; name: string }[] }) {
  return plants.map((p) => (
    <option key={p.plantId} value={p.plantId} translate="no">
      {p.plantId} {p.name}
    </option>
  ));
}
