// `npm start` and the end-to-end setup: build the web app for production unless it is current.
import { ensureWebBuild } from './web-build';

ensureWebBuild();
