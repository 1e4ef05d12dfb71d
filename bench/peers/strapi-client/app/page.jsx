import { HomeView } from '../../shared/home';

// Fetched on every request.
export const dynamic = 'force-dynamic';

export default function Home() {
  return <HomeView />;
}
