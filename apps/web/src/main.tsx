import { isCandidatePath } from './features/candidate/app/candidate-paths';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
// The candidate's pages, opened cold from an e-mail on a phone, have their own light entry (no router, no query
// library, only their components); everything else is the app. Each is fetched only by the pages that use it.
void (isCandidatePath(location.pathname)
  ? import('./features/candidate/app/candidate-main').then((m) => m.startCandidatePages(root))
  : import('./app/start-app').then((m) => m.startApp(root)));
