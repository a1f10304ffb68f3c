import { z } from 'zod';

// Default validation messages in Spanish on both sides; contracts override them where the spec gives a text.
z.config(z.locales.es());
