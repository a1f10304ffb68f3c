import { z } from 'zod';
import { roles, userStatuses } from './role-values';

export * from './role-values';

export const roleSchema = z.enum(roles, { error: 'Rol no válido.' });
export const userStatusSchema = z.enum(userStatuses);
