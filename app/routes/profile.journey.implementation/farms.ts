// The implementation plan's fields grouped by farm, in page order (issue 15).
export function groupByFarm<F extends { farmId: string; farmName: string }>(fields: readonly F[]) {
  const farms: { id: string; name: string; fields: F[] }[] = [];
  for (const field of fields) {
    let farm = farms.find((f) => f.id === field.farmId);
    if (!farm) farms.push((farm = { id: field.farmId, name: field.farmName, fields: [] }));
    farm.fields.push(field);
  }
  return farms;
}
