import { launchApp } from './app/launch-app';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

void launchApp({ container });
