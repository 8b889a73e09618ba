/**
 * zod, set up for the site's Content-Security-Policy: without jitless, zod probes for eval (new Function)
 * to compile fast object parsers, and the policy forbids eval. Every module imports z from here, never
 * from 'zod' (lint-enforced), so the setting is in place before any schema parses.
 */
import { z } from 'zod';

z.config({ jitless: true });

export { z };
