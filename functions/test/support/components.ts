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

/** A complete barrier pouch (PE film with an EVOH coex layer): what the comparison-run tests assess. */
export const barrierPouch = {
  name: 'Barrier pouch',
  draft: false,
  components: [
    {
      name: 'Pouch',
      typeId: 'body',
      familyId: 'flexible-plastic',
      materialId: 'ldpe',
      fillerId: 'none',
      adhesiveId: 'none',
      colorId: 'natural',
      densityFrom: 0.92,
      densityTo: 0.94,
      weight: 100,
      constituents: [
        { role: 'film', materialId: 'lldpe', weight: 93 },
        { role: 'evoh-coex', materialId: 'evoh', weight: 7 },
      ],
    },
  ],
};

/** A stored component as the API takes it back: its content, without the stamps the server sets. */
export const asComponentInput = <T extends Record<string, unknown>>({
  id: _i,
  createdAt: _c,
  updatedAt: _u,
  version: _v,
  packageId: _p,
  ...content
}: T) => content;
