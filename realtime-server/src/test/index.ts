/** The server's test helpers that need its context, for the harnesses (`@autolicit/realtime-server/testing`). */
export { type TestAdmin, createAdmin, enrolTestMfa } from './factories';
export { type TestSocket, command, connectSocket, nextEvent, waitForConnect } from './test-server';
export { renderVehiclePhoto } from '../seed/render-vehicle-photo';
