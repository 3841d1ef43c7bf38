// The notifications module's public entry: the one way another module tells an event, in the app and by email.
export { tellEvent, type ToldEvent } from './tell-event';
