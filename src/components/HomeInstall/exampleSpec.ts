/** The spec shown on the home page; tests/unit/home.spec.ts validates it against the schemas. */
export const exampleSpec = `apiVersion: troubleshoot.sh/v1beta2
kind: Preflight
metadata:
  name: web-store
spec:
  analyzers:
    - clusterVersion:
        checkName: Kubernetes version
        outcomes:
          - fail:
              when: "< 1.27.0"
              message: This application needs Kubernetes 1.27 or later.
          - pass:
              message: The Kubernetes version is supported.
    - nodeResources:
        checkName: Cluster size
        outcomes:
          - fail:
              when: "count() < 3"
              message: Add nodes until the cluster has at least three.
          - pass:
              message: The cluster has three or more nodes.
`;
