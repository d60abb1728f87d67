import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

export default function Home(): ReactNode {
  return (
    <Layout title="Freelance work, paid in 12 hours" description="Talentlane employs and manages freelance talent directly.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Talentlane</Heading>
        <p>Placeholder.</p>
      </main>
    </Layout>
  );
}
