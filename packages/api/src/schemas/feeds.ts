/** Inputs and outputs of the feeds router: a sign's calendar feed. */
import { z } from 'zod';
import { langShape } from '../language';
import { signNameSchema } from './shared';

export const feedInput = z.object({ sign: signNameSchema, ...langShape });

export const feedSchema = z.string().meta({ description: 'An iCalendar document (RFC 5545)' });
