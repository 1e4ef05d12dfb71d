export default function Home() {
  return <p>Peer app: see /articles.</p>;
}
