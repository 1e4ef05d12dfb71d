import { HomeView } from '../../shared/home';

// Static, regenerated in the background at most once a minute (ISR).
export const revalidate = 60;

export default function Home() {
  return <HomeView />;
}
