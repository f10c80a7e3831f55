import type { Db } from '../db/database';
import type { AuthedUser } from '../domain/actor';
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

export type AppEnv = {
  Variables: {
    deps: Required<Pick<AppDeps, 'clock' | 'pushes'>> & AppDeps;
    user: AuthedUser;
  };
};
