// The notifications module's public entry: the one way another module tells an event, in the app, by email and by text.
export { tellEvent, type EventRecipient, type ToldEvent } from './tell-event';
