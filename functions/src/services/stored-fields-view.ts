/** The fields every stored entity shows (docs/product.md#entities), copied from an item as stored. */
export const storedFieldsView = (item: {
  id: string;
  createdAt: string;
  updatedAt: string;
  version: number;
  deletedAt?: unknown;
}) => ({
  id: item.id,
  createdAt: item.createdAt,
  updatedAt: item.updatedAt,
  version: item.version,
  ...(typeof item.deletedAt === 'string' ? { deletedAt: item.deletedAt } : {}),
});
