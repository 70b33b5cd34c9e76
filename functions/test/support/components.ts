/**
 * A complete component: a white PP body. Every packaging route accepts it and the engine grades
 * it, so tests that need "some packaging" build on it instead of spelling out its ten fields.
 */
export const completeBody = {
  name: 'Body',
  typeId: 'body',
  familyId: 'rigid-plastic',
  materialId: 'pp',
  fillerId: 'none',
  adhesiveId: 'none',
  colorId: 'white',
  densityFrom: 0.9,
  densityTo: 0.91,
};
