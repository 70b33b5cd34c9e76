/**
 * A complete component as the API takes it, without filler or adhesive: what a journey's packaging
 * is made of when entering it is not what the journey is about.
 */
export const componentBody = (
  name: string,
  typeId: string,
  familyId: string,
  materialId: string,
  colorId: string,
  density: [number, number],
  weight: number,
) => ({
  name,
  typeId,
  familyId,
  materialId,
  fillerId: 'none',
  adhesiveId: 'none',
  colorId,
  densityFrom: density[0],
  densityTo: density[1],
  weight,
  ncLinksUsed: 0,
});
