// What the shell and the remotes agree on. Types only: nothing of it reaches a bundle.
export type { FirstRead, RouteDeclaration, RemoteRoutesFile } from './routes.ts';
export type { DeployedRemote, DeployedRoute, Deployment, DeploymentBlockId } from './deployment.ts';
export type {
  EarlyReadModule,
  FirstLoadConfig,
  FirstLoadConfigId,
  FirstLoadGlobal,
  FirstLoadState,
  FirstReadRequest,
  ModuleFirstRead,
  StartedRead,
} from './first-load.ts';
