// Row ids are UUIDs: a path id that is not one names no row (answer 404 before querying, since
// PostgreSQL would refuse to compare it with a uuid column).
import { z } from 'zod';

export const isUuid = (value: string): boolean => z.uuid().safeParse(value).success;
