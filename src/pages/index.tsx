import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import HomeHero from '@site/src/components/HomeHero';
import HomeSections from '@site/src/components/HomeSections';
import HomeInstall from '@site/src/components/HomeInstall';

export default function Home(): ReactNode {
  return (
    <Layout
      title="Preflight checks and support bundles for Kubernetes"
      description="Troubleshoot checks a Kubernetes cluster before an install and collects, analyzes and redacts diagnostics into a support bundle after one.">
      <main>
        <HomeHero />
        <HomeSections />
        <HomeInstall />
      </main>
    </Layout>
  );
}
