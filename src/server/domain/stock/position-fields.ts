/** A stock position's columns (plant, storage location, warehouse, bin, batch, category) as the API names them. */
export function positionFields<Sloc extends string | null, Category extends string | null>(r: {
  plant_id: string;
  sloc_id: Sloc;
  warehouse_id: string | null;
  bin_id: string | null;
  batch: string;
  category: Category;
}) {
  return { plant: r.plant_id, sloc: r.sloc_id, warehouse: r.warehouse_id, bin: r.bin_id, batch: r.batch, category: r.category };
}
