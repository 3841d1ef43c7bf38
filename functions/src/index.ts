import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './app';

export const api = onRequest({ cors: false, memory: '512MiB', timeoutSeconds: 60 }, createApp());
