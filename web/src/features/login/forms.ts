import { loginRequestSchema, registerRequestSchema } from '@pitchside/shared';
import { useSession } from '../../data/session';

/** What sending the sign-in and registration forms needs: the data layer and the request schemas. */
export { loginRequestSchema, registerRequestSchema, useSession };
