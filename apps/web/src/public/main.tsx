import '../lib/strict-csp';
import '../lib/theme/fonts.css';
import './public.css';
import { startPublicScreen } from './start';

const root = document.getElementById('root');
if (!root) throw new Error('public.html has no #root element');
void startPublicScreen(root, window.location.pathname);
