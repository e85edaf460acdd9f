import { launchApp } from './app/launch-app';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The shell's frame is the page's first picture (on some pages with its heading drawn): React takes
// it over once the route's code is in, so the picture never steps back to a bare loading line.
void launchApp({ container, replacesPage: true });
