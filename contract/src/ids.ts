import { z } from 'zod';

/** Account ids are UUIDs; anything else cannot name a user. */
export const UidSchema = z.uuid({ message: 'uid must be a user id' });
