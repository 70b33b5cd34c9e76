import { randomUUID } from 'node:crypto';

/**
 * A result is stored under `RESULT#<assessedAt>#<countryId>` in its packaging's partition. Its id
 * carries those two parts, so a result named by id is read by its key instead of searched among
 * its packaging's results (each up to ~230 KB with its evidence). Results made before this
 * (decision 032) have UUID ids; `resultKeyPartsOf` returns null for them and they are searched.
 */
const ID = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{3})-([A-Za-z0-9]{1,8})-[0-9a-f]{8}$/;

export interface ResultKeyParts {
  assessedAt: string;
  countryId: string;
}

export const resultKeyPartsOf = (id: string): ResultKeyParts | null => {
  const match = ID.exec(id);
  if (match === null) return null;
  const [, year, month, day, hour, minute, second, millis, countryId] = match;
  return {
    assessedAt: `${year}-${month}-${day}T${hour}:${minute}:${second}.${millis}Z`,
    countryId: countryId ?? '',
  };
};

/** A new result's id; a stamp that is not a plain ISO instant falls back to a UUID, which is searched. */
export const newResultId = (assessedAt: string, countryId: string): string => {
  const id = `${assessedAt.replace(/\D/g, '')}-${countryId}-${randomUUID().slice(0, 8)}`;
  const parts = resultKeyPartsOf(id);
  return parts?.assessedAt === assessedAt && parts.countryId === countryId ? id : randomUUID();
};
