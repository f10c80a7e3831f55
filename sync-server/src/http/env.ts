import type { Actor } from '@pitchside/shared';
import type { Db } from '../db/database';
import type { PushRunner } from '../push-thread/push-runner';

export type AppDeps = {
  db: Db;
  /** Where uploaded diagrams live (DATA_DIR/uploads). */
  uploadsDir: string;
  /** The built web app to serve, if any. */
  staticDir?: string;
  clock?: () => Date;
  /** Who applies sync pushes: in-process unless given (main.ts gives SQLite a push thread). */
  pushes?: PushRunner;
};

/** The signed-in user as routes see it: the permission Actor plus what tenancy needs. */
export type AuthedUser = Actor & {
  email: string;
  firstName: string;
  lastName: string;
  status: 'active' | 'pending' | 'inactive';
  organizationName: string;
  hasUnitedFcLibraryAccess: boolean;
  scopeVersion: number;
  tokenHash: string;
};

export type AppEnv = {
  Variables: {
    deps: Required<Pick<AppDeps, 'clock' | 'pushes'>> & AppDeps;
    user: AuthedUser;
  };
};
