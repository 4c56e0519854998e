/**
 * Real specs from public repositories, kept byte for byte in tests/real-specs/ (file names are
 * `<owner>__<repo>__<path with / as __>`): third-party vendors' support bundles and preflights,
 * KOTS applications of other Replicated repositories (their `repl{{ }}` templates as readers
 * paste them), kURL's built-in preflights, and Troubleshoot's own examples and test data at
 * v0.133.0. None comes from a documentation site or repository.
 *
 * `expected` is every finding the spec checker must give on the spec, each judged against the Go
 * code of Troubleshoot v0.133.0: `real` (the CLI rejects, drops, never evaluates or misreads
 * something as written) or `fair` (it works, and the advice holds). The code behind each is the
 * `source` of its rule (plugins/spec-checker/check/rules/registry.ts). Anything else the checker
 * says is a false alarm. `before` tells whether the checker found it before the rules were read
 * from the code; tests/real-specs/judged-before.json judges what it said then.
 */

export interface JudgedFinding {
  line: number;
  /** The checker rule (plugins/spec-checker/check/rules/registry.ts). */
  rule: string;
  verdict: 'real' | 'fair';
  /** Whether the checker reported it before its rules were read from the code. */
  before: boolean;
  why: string;
}

export interface RealSpec {
  /** The file in tests/real-specs/. */
  file: string;
  repository: string;
  path: string;
  commit: string;
  /** For a templated v1beta3 spec: the values file of the same repository it is run with. */
  values?: {file: string; path: string};
  expected: JudgedFinding[];
}

export const realSpecs: RealSpec[] = [
  {
    file: 'replicatedhq__troubleshoot-specs__in-cluster__default.yaml',
    repository: 'replicatedhq/troubleshoot-specs',
    path: 'in-cluster/default.yaml',
    commit: '0577aba0566a83aa747d8adc5066b1d39d99f58a',
    expected: [],
  },
  {
    file: 'replicatedhq__kots-sentry__manifests__support-bundle.yaml',
    repository: 'replicatedhq/kots-sentry',
    path: 'manifests/support-bundle.yaml',
    commit: '30aca6ebbc901e4435ea30a7a1b716720d820d60',
    expected: [
      {line: 38, rule: 'missing-field', verdict: 'real', before: true, why: 'the code needs this field'},
      {line: 44, rule: 'status-name-without-namespace', verdict: 'real', before: false, why: 'the analyzer reads cluster-resources/<kind>/.json, which never exists'},
      {line: 57, rule: 'status-name-without-namespace', verdict: 'real', before: false, why: 'the analyzer reads cluster-resources/<kind>/.json, which never exists'},
    ],
  },
  {
    file: 'replicatedhq__kots-sentry__manifests__preflight.yaml',
    repository: 'replicatedhq/kots-sentry',
    path: 'manifests/preflight.yaml',
    commit: '182b34f7b3a0fef67c40456d855efc8f94884f0f',
    expected: [
      {line: 1, rule: 'old-api-group', verdict: 'fair', before: true, why: 'the CLI rewrites v1beta1 to v1beta2 and reads it'},
      {line: 87, rule: 'read-not-written', verdict: 'real', before: true, why: 'no collector of the spec writes the file the analyzer reads'},
    ],
  },
  {
    file: 'replicated-collab__gitlab-kots__manifests__support-bundle.yaml',
    repository: 'replicated-collab/gitlab-kots',
    path: 'manifests/support-bundle.yaml',
    commit: '29b6de9726d4aec54273fd6090553c486c93d938',
    expected: [
      {line: 1, rule: 'old-api-group', verdict: 'fair', before: true, why: 'the CLI rewrites v1beta1 to v1beta2 and reads it'},
      {line: 15, rule: 'log-max-age-duration', verdict: 'real', before: false, why: '"30d" fails time.ParseDuration: no limit at all is applied'},
      {line: 16, rule: 'log-max-age-drops-limits', verdict: 'real', before: false, why: 'with maxAge set, setLogLimits returns before it applies maxLines and maxBytes'},
    ],
  },
  {
    file: 'replicated-collab__gitlab-kots__manifests__preflight.yaml',
    repository: 'replicated-collab/gitlab-kots',
    path: 'manifests/preflight.yaml',
    commit: '2bc2a9d3d784dd37de4e499294058b9191835d31',
    expected: [
      {line: 1, rule: 'old-api-group', verdict: 'fair', before: true, why: 'the CLI rewrites v1beta1 to v1beta2 and reads it'},
    ],
  },
  {
    file: 'giantswarm__supportbundle__support-bundle.yaml',
    repository: 'giantswarm/supportbundle',
    path: 'support-bundle.yaml',
    commit: '14c4edc9e948eaf42c81ddfcb554d2178681a7a5',
    expected: [
      {line: 14, rule: 'log-max-age-drops-limits', verdict: 'real', before: false, why: 'with maxAge set, setLogLimits returns before it applies maxLines and maxBytes'},
      {line: 20, rule: 'log-max-age-drops-limits', verdict: 'real', before: false, why: 'with maxAge set, setLogLimits returns before it applies maxLines and maxBytes'},
      {line: 26, rule: 'log-max-age-drops-limits', verdict: 'real', before: false, why: 'with maxAge set, setLogLimits returns before it applies maxLines and maxBytes'},
      {line: 32, rule: 'unknown-key', verdict: 'real', before: true, why: 'Exec has no `title`: the decoder drops it'},
      {line: 40, rule: 'unknown-key', verdict: 'real', before: true, why: 'Exec has no `title`: the decoder drops it'},
      {line: 87, rule: 'unknown-key', verdict: 'real', before: true, why: 'ClusterPodStatuses has no `name`: the decoder drops it'},
      {line: 117, rule: 'read-not-written', verdict: 'real', before: true, why: 'no collector of the spec writes the file the analyzer reads'},
    ],
  },
  {
    file: 'giantswarm__supportbundle__preflight.yaml',
    repository: 'giantswarm/supportbundle',
    path: 'preflight.yaml',
    commit: 'b34d6653f9ba35936c49a6a16d3b0051409c9fa7',
    expected: [
      {line: 50, rule: 'unknown-key', verdict: 'real', before: true, why: 'ClusterPodStatuses has no `name`: the decoder drops it'},
    ],
  },
  {
    file: 'gremlin__troubleshoot__support-bundle.yaml',
    repository: 'gremlin/troubleshoot',
    path: 'support-bundle.yaml',
    commit: 'b3258574a1103daa6bd15e577a7357ecc484b3e2',
    expected: [],
  },
  {
    file: 'replicated-collab__rocketchat-kots__manifests__preflight.yaml',
    repository: 'replicated-collab/rocketchat-kots',
    path: 'manifests/preflight.yaml',
    commit: '081cd663074f2e0be0fab35681e0341cb5fdd6e3',
    expected: [],
  },
  {
    file: 'schemahero__schemahero__support-bundle.yaml',
    repository: 'schemahero/schemahero',
    path: 'support-bundle.yaml',
    commit: 'f1ee46596203ad87803f776c53de799a2b6e62d1',
    expected: [],
  },
  {
    file: 'guardrailsio__support-resources__preflight.yaml',
    repository: 'guardrailsio/support-resources',
    path: 'preflight.yaml',
    commit: '0d6ae45ba3e673aa64a5a4bfc63c0c382690de43',
    expected: [
      {line: 67, rule: 'unknown-key', verdict: 'real', before: true, why: 'the filter is `memoryAllocatable`: this one is dropped, so every node matches'},
    ],
  },
  {
    file: 'kelvintaywl-cci__circleci-container-runner-help__support-bundle.yaml',
    repository: 'kelvintaywl-cci/circleci-container-runner-help',
    path: 'support-bundle.yaml',
    commit: '1c925adcdc17d27840e20e2c6777532da3eaa3a9',
    expected: [
      {line: 14, rule: 'log-max-age-drops-limits', verdict: 'real', before: false, why: 'with maxAge set, setLogLimits returns before it applies maxLines and maxBytes'},
    ],
  },
  {
    file: 'scottrigby__k8laude__chart__templates___preflight.tpl',
    repository: 'scottrigby/k8laude',
    path: 'chart/templates/_preflight.tpl',
    commit: 'e16eaa3f72fb6bab92924e9ebb80c934f17e6adb',
    expected: [
      {line: 1, rule: 'template-needs-values', verdict: 'fair', before: true, why: 'a template: its rendered spec can only be checked with values'},
    ],
  },
  {
    file: 'scottrigby__k8laude__chart__templates___supportbundle.tpl',
    repository: 'scottrigby/k8laude',
    path: 'chart/templates/_supportbundle.tpl',
    commit: '1ba4318e445e38700f8f7d12e1999b6f0cdd4080',
    expected: [
      {line: 1, rule: 'template-needs-values', verdict: 'fair', before: true, why: 'a template: its rendered spec can only be checked with values'},
    ],
  },
  {
    file: 'cremerfc__kitchen-sink-app__manifests__kots-support-bundle.yaml',
    repository: 'cremerfc/kitchen-sink-app',
    path: 'manifests/kots-support-bundle.yaml',
    commit: 'f318e1353c1ed20bb07ed3e7cc648d875f9a5c9c',
    expected: [
      {line: 2, rule: 'old-api-group', verdict: 'fair', before: true, why: 'the CLI rewrites v1beta1 to v1beta2 and reads it'},
      {line: 12, rule: 'template-placeholder', verdict: 'fair', before: false, why: 'a template placeholder its tool fills in first; as written the CLI cannot parse the value'},
      {line: 18, rule: 'log-max-age-drops-limits', verdict: 'real', before: false, why: 'with maxAge set, setLogLimits returns before it applies maxLines and maxBytes'},
      {line: 21, rule: 'template-placeholder', verdict: 'fair', before: false, why: 'a template placeholder its tool fills in first; as written the CLI cannot parse the value'},
      {line: 27, rule: 'log-max-age-drops-limits', verdict: 'real', before: false, why: 'with maxAge set, setLogLimits returns before it applies maxLines and maxBytes'},
      {line: 30, rule: 'template-placeholder', verdict: 'fair', before: false, why: 'a template placeholder its tool fills in first; as written the CLI cannot parse the value'},
      {line: 36, rule: 'log-max-age-drops-limits', verdict: 'real', before: false, why: 'with maxAge set, setLogLimits returns before it applies maxLines and maxBytes'},
      {line: 39, rule: 'template-placeholder', verdict: 'fair', before: false, why: 'a template placeholder its tool fills in first; as written the CLI cannot parse the value'},
      {line: 45, rule: 'log-max-age-drops-limits', verdict: 'real', before: false, why: 'with maxAge set, setLogLimits returns before it applies maxLines and maxBytes'},
      {line: 48, rule: 'template-placeholder', verdict: 'fair', before: false, why: 'a template placeholder its tool fills in first; as written the CLI cannot parse the value'},
      {line: 54, rule: 'log-max-age-drops-limits', verdict: 'real', before: false, why: 'with maxAge set, setLogLimits returns before it applies maxLines and maxBytes'},
    ],
  },
  {
    file: 'cremerfc__kitchen-sink-app__manifests__kots-preflight.yaml',
    repository: 'cremerfc/kitchen-sink-app',
    path: 'manifests/kots-preflight.yaml',
    commit: 'f318e1353c1ed20bb07ed3e7cc648d875f9a5c9c',
    expected: [
      {line: 9, rule: 'template-placeholder', verdict: 'fair', before: false, why: 'a template placeholder its tool fills in first; as written the CLI cannot parse the value'},
      {line: 14, rule: 'template-placeholder', verdict: 'fair', before: false, why: 'a template placeholder its tool fills in first; as written the CLI cannot parse the value'},
      {line: 24, rule: 'template-placeholder', verdict: 'fair', before: false, why: 'a template placeholder its tool fills in first; as written the CLI cannot parse the value'},
      {line: 25, rule: 'template-placeholder', verdict: 'fair', before: false, why: 'a template placeholder its tool fills in first; as written the CLI cannot parse the value'},
      {line: 35, rule: 'template-placeholder', verdict: 'fair', before: false, why: 'a template placeholder its tool fills in first; as written the CLI cannot parse the value'},
    ],
  },
  {
    file: 'replicatedhq__replicated-starter-kots__manifests__kots-preflight.yaml',
    repository: 'replicatedhq/replicated-starter-kots',
    path: 'manifests/kots-preflight.yaml',
    commit: '3c5d7498cd7af747fc50c781a90368b688dea93d',
    expected: [],
  },
  {
    file: 'replicatedhq__replicated-starter-kots__manifests__kots-support-bundle.yaml',
    repository: 'replicatedhq/replicated-starter-kots',
    path: 'manifests/kots-support-bundle.yaml',
    commit: '3c5d7498cd7af747fc50c781a90368b688dea93d',
    expected: [
      {line: 16, rule: 'log-max-age-duration', verdict: 'real', before: false, why: '"30d" fails time.ParseDuration: no limit at all is applied'},
      {line: 17, rule: 'log-max-age-drops-limits', verdict: 'real', before: false, why: 'with maxAge set, setLogLimits returns before it applies maxLines and maxBytes'},
    ],
  },
  {
    file: 'xavpaice__repl-mattermost__templates__preflight.yaml',
    repository: 'xavpaice/repl-mattermost',
    path: 'templates/preflight.yaml',
    commit: '22d57804b2ad7a7c5cc3f4874136200fd42bb5c8',
    expected: [
      {line: 1, rule: 'template-needs-values', verdict: 'fair', before: true, why: 'a template: its rendered spec can only be checked with values'},
    ],
  },
  {
    file: 'replicatedhq__wordpress-enterprise__templates__preflight.yaml',
    repository: 'replicatedhq/wordpress-enterprise',
    path: 'templates/preflight.yaml',
    commit: '2b6a3c820766203ea6b4f2d830c168320a0fa149',
    expected: [
      {line: 1, rule: 'template-needs-values', verdict: 'fair', before: true, why: 'a template: its rendered spec can only be checked with values'},
    ],
  },
  {
    file: 'replicatedhq__troubleshoot-specs__in-cluster__ekco.yaml',
    repository: 'replicatedhq/troubleshoot-specs',
    path: 'in-cluster/ekco.yaml',
    commit: '0607ae815aac67be3ffbc2bf555557577ab0615e',
    expected: [
      {line: 47, rule: 'outcome-after-catch-all', verdict: 'real', before: false, why: 'the analyzer takes the first outcome that holds, and the one without `when` before it always holds'},
    ],
  },
  {
    file: 'replicatedhq__troubleshoot-specs__in-cluster__no-exec.yaml',
    repository: 'replicatedhq/troubleshoot-specs',
    path: 'in-cluster/no-exec.yaml',
    commit: '900eef9bf95ec06a8339be0adc685c55294d1773',
    expected: [],
  },
  {
    file: 'replicatedhq__troubleshoot-specs__in-cluster__check-pod-limits.yaml',
    repository: 'replicatedhq/troubleshoot-specs',
    path: 'in-cluster/check-pod-limits.yaml',
    commit: 'a32c6cb15b6bbee4d2c54844fd090d30506da8d0',
    expected: [
      {line: 16, rule: 'template-placeholder', verdict: 'fair', before: false, why: 'a template placeholder its tool fills in first; as written the CLI cannot parse the value'},
      {line: 19, rule: 'template-placeholder', verdict: 'fair', before: true, why: 'a template placeholder its tool fills in first; as written the CLI cannot parse the value'},
    ],
  },
  {
    file: 'replicatedhq__troubleshoot-specs__host__resource-contention.yaml',
    repository: 'replicatedhq/troubleshoot-specs',
    path: 'host/resource-contention.yaml',
    commit: '1e1c472db90364503148d489781543a48d74b5cb',
    expected: [
      {line: 39, rule: 'unknown-key', verdict: 'real', before: true, why: 'the JSON name is `operationSize`: this key is dropped'},
    ],
  },
  {
    file: 'replicatedhq__kURL__pkg__preflight__assets__preflights.yaml',
    repository: 'replicatedhq/kURL',
    path: 'pkg/preflight/assets/preflights.yaml',
    commit: '08093c301e0dc36a88c0dfbaa5e9cd6528e7a273',
    expected: [
      {line: 12, rule: 'template-placeholder', verdict: 'fair', before: false, why: 'a template placeholder its tool fills in first; as written the CLI cannot parse the value'},
    ],
  },
  {
    file: 'replicatedhq__kURL__pkg__preflight__assets__host-preflights.yaml',
    repository: 'replicatedhq/kURL',
    path: 'pkg/preflight/assets/host-preflights.yaml',
    commit: '01247c19def2986ede3ece6f7d31b03eac967b3f',
    expected: [
      {line: 35, rule: 'template-placeholder', verdict: 'fair', before: true, why: 'a template placeholder its tool fills in first; as written the CLI cannot parse the value'},
    ],
  },
  {
    file: 'replicatedhq__troubleshoot-specs__host__default.yaml',
    repository: 'replicatedhq/troubleshoot-specs',
    path: 'host/default.yaml',
    commit: '0153b39e0e027980e63baa7603d5d84a232d480d',
    expected: [
      {line: 378, rule: 'unknown-key', verdict: 'real', before: true, why: 'the JSON name is `operationSize`: this key is dropped'},
    ],
  },
  {
    file: 'nachtmaar__troubleshoot-kyma__support-bundle.yaml',
    repository: 'nachtmaar/troubleshoot-kyma',
    path: 'support-bundle.yaml',
    commit: '2af71bf41a5d2e07e524b6f277b7b2bfe4c9cce2',
    expected: [
      {line: 16, rule: 'log-max-age-drops-limits', verdict: 'real', before: false, why: 'with maxAge set, setLogLimits returns before it applies maxLines and maxBytes'},
      {line: 24, rule: 'log-max-age-drops-limits', verdict: 'real', before: false, why: 'with maxAge set, setLogLimits returns before it applies maxLines and maxBytes'},
      {line: 40, rule: 'unknown-key', verdict: 'real', before: true, why: 'CustomResourceDefinition has no `collectorName`: the decoder drops it'},
      {line: 48, rule: 'unknown-key', verdict: 'real', before: true, why: 'CustomResourceDefinition has no `collectorName`: the decoder drops it'},
      {line: 62, rule: 'regex-group-absent', verdict: 'real', before: false, why: 'compareRegex is false for a group that the expression did not find'},
      {line: 71, rule: 'regex-group-absent', verdict: 'real', before: false, why: 'compareRegex is false for a group that the expression did not find'},
      {line: 81, rule: 'regex-group-absent', verdict: 'real', before: false, why: 'compareRegex is false for a group that the expression did not find'},
      {line: 86, rule: 'unknown-key', verdict: 'real', before: true, why: 'ClusterPodStatuses has no `name`: the decoder drops it'},
    ],
  },
  {
    file: 'nachtmaar__troubleshoot-kyma__preflight.yaml',
    repository: 'nachtmaar/troubleshoot-kyma',
    path: 'preflight.yaml',
    commit: '2af71bf41a5d2e07e524b6f277b7b2bfe4c9cce2',
    expected: [],
  },
  {
    file: 'vfarcic__troubleshoot-demo__support-bundle.yaml',
    repository: 'vfarcic/troubleshoot-demo',
    path: 'support-bundle.yaml',
    commit: 'add0aa0d512c874ecaaf1b48ba88cda8ad5c890d',
    expected: [
      {line: 16, rule: 'log-max-age-drops-limits', verdict: 'real', before: false, why: 'with maxAge set, setLogLimits returns before it applies maxLines and maxBytes'},
    ],
  },
  {
    file: 'vfarcic__troubleshoot-demo__preflight.yaml',
    repository: 'vfarcic/troubleshoot-demo',
    path: 'preflight.yaml',
    commit: 'add0aa0d512c874ecaaf1b48ba88cda8ad5c890d',
    expected: [
      {line: 50, rule: 'outcome-covered', verdict: 'real', before: false, why: 'whenever this condition holds the earlier one does, and the first that holds is taken'},
      {line: 61, rule: 'outcome-covered', verdict: 'real', before: false, why: 'whenever this condition holds the earlier one does, and the first that holds is taken'},
    ],
  },
  {
    file: 'replicatedhq__kots__support-bundle.yaml',
    repository: 'replicatedhq/kots',
    path: 'support-bundle.yaml',
    commit: '1211bc0cd16244d4cc87477511b8e0adc8a1d89b',
    expected: [
      {line: 1, rule: 'old-api-group', verdict: 'fair', before: true, why: 'the CLI rewrites v1beta1 to v1beta2 and reads it'},
    ],
  },
  {
    file: 'replicatedhq__kots-default-yaml__preflight.yaml',
    repository: 'replicatedhq/kots-default-yaml',
    path: 'preflight.yaml',
    commit: '16cd1cb339c96415cc066758d541fc91293a762d',
    expected: [
      {line: 1, rule: 'old-api-group', verdict: 'fair', before: true, why: 'the CLI rewrites v1beta1 to v1beta2 and reads it'},
    ],
  },
  {
    file: 'shortrib-labs__harbor-replicated__manifests__kots-support-bundle.yaml',
    repository: 'shortrib-labs/harbor-replicated',
    path: 'manifests/kots-support-bundle.yaml',
    commit: '28990750ebabe3ad2a33e15f487cdd1f055a5c94',
    expected: [],
  },
  {
    file: 'ajp-io__gitea__manifests__kots-preflight.yaml',
    repository: 'ajp-io/gitea',
    path: 'manifests/kots-preflight.yaml',
    commit: '049293daa3e4848aa7e672f7808e570fde4b75d4',
    expected: [
      {line: 1, rule: 'old-api-group', verdict: 'fair', before: true, why: 'the CLI rewrites v1beta1 to v1beta2 and reads it'},
    ],
  },
  {
    file: 'replicatedhq__troubleshoot__examples__support-bundle__sample-supportbundle.yaml',
    repository: 'replicatedhq/troubleshoot',
    path: 'examples/support-bundle/sample-supportbundle.yaml',
    commit: '0c6fb2177bb697c39f6d97f518766718c51b7456',
    expected: [
      {line: 16, rule: 'log-max-age-drops-limits', verdict: 'real', before: false, why: 'with maxAge set, setLogLimits returns before it applies maxLines and maxBytes'},
      {line: 17, rule: 'log-max-age-drops-limits', verdict: 'real', before: false, why: 'with maxAge set, setLogLimits returns before it applies maxLines and maxBytes'},
    ],
  },
  {
    file: 'replicatedhq__troubleshoot__examples__support-bundle__e2e.yaml',
    repository: 'replicatedhq/troubleshoot',
    path: 'examples/support-bundle/e2e.yaml',
    commit: '0c6fb2177bb697c39f6d97f518766718c51b7456',
    expected: [],
  },
  {
    file: 'replicatedhq__troubleshoot__examples__support-bundle__secret-collectors.yaml',
    repository: 'replicatedhq/troubleshoot',
    path: 'examples/support-bundle/secret-collectors.yaml',
    commit: '0c6fb2177bb697c39f6d97f518766718c51b7456',
    expected: [],
  },
  {
    file: 'replicatedhq__troubleshoot__examples__support-bundle__sample-collect-entire-configmap.yaml',
    repository: 'replicatedhq/troubleshoot',
    path: 'examples/support-bundle/sample-collect-entire-configmap.yaml',
    commit: '0c6fb2177bb697c39f6d97f518766718c51b7456',
    expected: [],
  },
  {
    file: 'replicatedhq__troubleshoot__examples__support-bundle__db-collector.yaml',
    repository: 'replicatedhq/troubleshoot',
    path: 'examples/support-bundle/db-collector.yaml',
    commit: '0c6fb2177bb697c39f6d97f518766718c51b7456',
    expected: [],
  },
  {
    file: 'replicatedhq__troubleshoot__examples__support-bundle__weave-analyzer.yaml',
    repository: 'replicatedhq/troubleshoot',
    path: 'examples/support-bundle/weave-analyzer.yaml',
    commit: '0c6fb2177bb697c39f6d97f518766718c51b7456',
    expected: [],
  },
  {
    file: 'replicatedhq__troubleshoot__examples__support-bundle__v1beta3__postgres-with-secret.yaml',
    repository: 'replicatedhq/troubleshoot',
    path: 'examples/support-bundle/v1beta3/postgres-with-secret.yaml',
    commit: '0c6fb2177bb697c39f6d97f518766718c51b7456',
    expected: [],
  },
  {
    file: 'replicatedhq__troubleshoot__examples__support-bundle__v1beta3__postgres-with-tls.yaml',
    repository: 'replicatedhq/troubleshoot',
    path: 'examples/support-bundle/v1beta3/postgres-with-tls.yaml',
    commit: '0c6fb2177bb697c39f6d97f518766718c51b7456',
    expected: [],
  },
  {
    file: 'replicatedhq__troubleshoot__examples__support-bundle__v1beta3__multiple-databases.yaml',
    repository: 'replicatedhq/troubleshoot',
    path: 'examples/support-bundle/v1beta3/multiple-databases.yaml',
    commit: '0c6fb2177bb697c39f6d97f518766718c51b7456',
    expected: [
      {line: 37, rule: 'v1beta3-string-or-value-from', verdict: 'real', before: false, why: 'a plain string cannot be decoded into StringOrValueFrom: the CLI refuses the spec'},
    ],
  },
  {
    file: 'replicatedhq__troubleshoot__examples__support-bundle__v1beta3__optional-secrets.yaml',
    repository: 'replicatedhq/troubleshoot',
    path: 'examples/support-bundle/v1beta3/optional-secrets.yaml',
    commit: '0c6fb2177bb697c39f6d97f518766718c51b7456',
    expected: [
      {line: 30, rule: 'v1beta3-string-or-value-from', verdict: 'real', before: false, why: 'a plain string cannot be decoded into StringOrValueFrom: the CLI refuses the spec'},
    ],
  },
  {
    file: 'replicatedhq__troubleshoot__examples__support-bundle__v1beta3__configmap-example.yaml',
    repository: 'replicatedhq/troubleshoot',
    path: 'examples/support-bundle/v1beta3/configmap-example.yaml',
    commit: '0c6fb2177bb697c39f6d97f518766718c51b7456',
    expected: [],
  },
  {
    file: 'replicatedhq__troubleshoot__examples__support-bundle__v1beta3__cross-namespace-secrets.yaml',
    repository: 'replicatedhq/troubleshoot',
    path: 'examples/support-bundle/v1beta3/cross-namespace-secrets.yaml',
    commit: '0c6fb2177bb697c39f6d97f518766718c51b7456',
    expected: [],
  },
  {
    file: 'replicatedhq__troubleshoot__examples__collect__v1beta3-bundle-secrets.yaml',
    repository: 'replicatedhq/troubleshoot',
    path: 'examples/collect/v1beta3-bundle-secrets.yaml',
    commit: '0c6fb2177bb697c39f6d97f518766718c51b7456',
    expected: [
      {line: 59, rule: 'v1beta3-dropped', verdict: 'real', before: false, why: 'the v1beta3 types hold only database collectors: this entry is dropped'},
    ],
  },
  {
    file: 'replicatedhq__troubleshoot__examples__collect__v1beta3-secret.yaml',
    repository: 'replicatedhq/troubleshoot',
    path: 'examples/collect/v1beta3-secret.yaml',
    commit: '0c6fb2177bb697c39f6d97f518766718c51b7456',
    expected: [],
  },
  {
    file: 'replicatedhq__troubleshoot__examples__collect__host__all-collectors.yaml',
    repository: 'replicatedhq/troubleshoot',
    path: 'examples/collect/host/all-collectors.yaml',
    commit: '0c6fb2177bb697c39f6d97f518766718c51b7456',
    expected: [
      {line: 47, rule: 'unknown-key', verdict: 'real', before: true, why: 'the JSON name is `operationSize`: this key is dropped'},
      {line: 51, rule: 'missing-field', verdict: 'real', before: true, why: 'the code needs this field'},
    ],
  },
  {
    file: 'replicatedhq__troubleshoot__examples__collect__host__all-kubernetes-collectors.yaml',
    repository: 'replicatedhq/troubleshoot',
    path: 'examples/collect/host/all-kubernetes-collectors.yaml',
    commit: '0c6fb2177bb697c39f6d97f518766718c51b7456',
    expected: [
      {line: 38, rule: 'log-max-age-drops-limits', verdict: 'real', before: false, why: 'with maxAge set, setLogLimits returns before it applies maxLines and maxBytes'},
    ],
  },
  {
    file: 'replicatedhq__troubleshoot__examples__collect__host__run-and-save-output.yaml',
    repository: 'replicatedhq/troubleshoot',
    path: 'examples/collect/host/run-and-save-output.yaml',
    commit: '0c6fb2177bb697c39f6d97f518766718c51b7456',
    expected: [],
  },
  {
    file: 'replicatedhq__troubleshoot__examples__collect__remote__sample.yaml',
    repository: 'replicatedhq/troubleshoot',
    path: 'examples/collect/remote/sample.yaml',
    commit: '0c6fb2177bb697c39f6d97f518766718c51b7456',
    expected: [],
  },
  {
    file: 'replicatedhq__troubleshoot__examples__preflight__all-analyzers-v1beta2.yaml',
    repository: 'replicatedhq/troubleshoot',
    path: 'examples/preflight/all-analyzers-v1beta2.yaml',
    commit: '0c6fb2177bb697c39f6d97f518766718c51b7456',
    expected: [
      {line: 128, rule: 'read-not-written', verdict: 'real', before: true, why: 'no collector of the spec writes the file the analyzer reads'},
      {line: 139, rule: 'read-not-written', verdict: 'real', before: true, why: 'no collector of the spec writes the file the analyzer reads'},
      {line: 198, rule: 'when-condition', verdict: 'real', before: true, why: 'with `name` set the analyzer needs `<succeeded|failed> <op> <n>`'},
      {line: 201, rule: 'when-condition', verdict: 'real', before: true, why: 'with `name` set the analyzer needs `<succeeded|failed> <op> <n>`'},
      {line: 204, rule: 'when-condition', verdict: 'real', before: true, why: 'with `name` set the analyzer needs `<succeeded|failed> <op> <n>`'},
      {line: 216, rule: 'when-condition', verdict: 'real', before: true, why: 'the analyzer needs `<ready|available> <op> <n>`'},
      {line: 216, rule: 'outcome-after-catch-all', verdict: 'real', before: true, why: 'the analyzer takes the first outcome that holds, and the one without `when` before it always holds'},
      {line: 227, rule: 'outcome-after-catch-all', verdict: 'real', before: false, why: 'the analyzer takes the first outcome that holds, and the one without `when` before it always holds'},
      {line: 369, rule: 'read-not-written', verdict: 'real', before: true, why: 'no collector of the spec writes the file the analyzer reads'},
      {line: 383, rule: 'read-not-written', verdict: 'real', before: true, why: 'no collector of the spec writes the file the analyzer reads'},
      {line: 399, rule: 'outcome-after-catch-all', verdict: 'real', before: false, why: 'the analyzer takes the first outcome that holds, and the one without `when` before it always holds'},
      {line: 403, rule: 'read-not-written', verdict: 'real', before: true, why: 'no collector of the spec writes the file the analyzer reads'},
      {line: 413, rule: 'outcome-after-catch-all', verdict: 'real', before: false, why: 'the analyzer takes the first outcome that holds, and the one without `when` before it always holds'},
      {line: 435, rule: 'when-condition', verdict: 'real', before: true, why: 'a warn without `notAfter < Today + N days` never matches'},
      {line: 459, rule: 'when-condition', verdict: 'real', before: true, why: 'strconv.ParseBool("") fails'},
      {line: 461, rule: 'when-condition', verdict: 'real', before: true, why: 'strconv.ParseBool("") fails'},
      {line: 470, rule: 'outcome-after-catch-all', verdict: 'real', before: false, why: 'the analyzer takes the first outcome that holds, and the one without `when` before it always holds'},
      {line: 480, rule: 'outcome-after-catch-all', verdict: 'real', before: false, why: 'the analyzer takes the first outcome that holds, and the one without `when` before it always holds'},
    ],
  },
  {
    file: 'replicatedhq__troubleshoot__examples__preflight__sample-preflight.yaml',
    repository: 'replicatedhq/troubleshoot',
    path: 'examples/preflight/sample-preflight.yaml',
    commit: '0c6fb2177bb697c39f6d97f518766718c51b7456',
    expected: [],
  },
  {
    file: 'replicatedhq__troubleshoot__examples__preflight__e2e.yaml',
    repository: 'replicatedhq/troubleshoot',
    path: 'examples/preflight/e2e.yaml',
    commit: '0c6fb2177bb697c39f6d97f518766718c51b7456',
    expected: [],
  },
  {
    file: 'replicatedhq__troubleshoot__examples__preflight__node-resources.yaml',
    repository: 'replicatedhq/troubleshoot',
    path: 'examples/preflight/node-resources.yaml',
    commit: '0c6fb2177bb697c39f6d97f518766718c51b7456',
    expected: [],
  },
  {
    file: 'replicatedhq__troubleshoot__examples__preflight__mssql.yaml',
    repository: 'replicatedhq/troubleshoot',
    path: 'examples/preflight/mssql.yaml',
    commit: '0c6fb2177bb697c39f6d97f518766718c51b7456',
    expected: [],
  },
  {
    file: 'replicatedhq__troubleshoot__examples__preflight__text-analyze.yaml',
    repository: 'replicatedhq/troubleshoot',
    path: 'examples/preflight/text-analyze.yaml',
    commit: '0c6fb2177bb697c39f6d97f518766718c51b7456',
    expected: [],
  },
  {
    file: 'replicatedhq__troubleshoot__examples__preflight__simple-v1beta3.yaml',
    repository: 'replicatedhq/troubleshoot',
    path: 'examples/preflight/simple-v1beta3.yaml',
    commit: '0c6fb2177bb697c39f6d97f518766718c51b7456',
    values: {file: 'replicatedhq__troubleshoot__examples__preflight__values-simple.yaml.values', path: 'examples/preflight/values-simple.yaml'},
    expected: [],
  },
  {
    file: 'replicatedhq__troubleshoot__examples__preflight__complex-v1beta3.yaml',
    repository: 'replicatedhq/troubleshoot',
    path: 'examples/preflight/complex-v1beta3.yaml',
    commit: '0c6fb2177bb697c39f6d97f518766718c51b7456',
    values: {file: 'replicatedhq__troubleshoot__examples__preflight__values-complex-full.yaml.values', path: 'examples/preflight/values-complex-full.yaml'},
    expected: [
      {line: 279, rule: 'read-not-written', verdict: 'real', before: true, why: 'no collector of the spec writes the file the analyzer reads'},
      {line: 299, rule: 'read-not-written', verdict: 'real', before: true, why: 'no collector of the spec writes the file the analyzer reads'},
      {line: 385, rule: 'when-condition', verdict: 'real', before: true, why: 'with `name` set the analyzer needs `<succeeded|failed> <op> <n>`'},
      {line: 388, rule: 'when-condition', verdict: 'real', before: true, why: 'with `name` set the analyzer needs `<succeeded|failed> <op> <n>`'},
      {line: 391, rule: 'when-condition', verdict: 'real', before: true, why: 'with `name` set the analyzer needs `<succeeded|failed> <op> <n>`'},
      {line: 409, rule: 'when-condition', verdict: 'real', before: true, why: 'the analyzer needs `<ready|available> <op> <n>`'},
      {line: 409, rule: 'outcome-after-catch-all', verdict: 'real', before: true, why: 'the analyzer takes the first outcome that holds, and the one without `when` before it always holds'},
      {line: 425, rule: 'outcome-after-catch-all', verdict: 'real', before: false, why: 'the analyzer takes the first outcome that holds, and the one without `when` before it always holds'},
      {line: 480, rule: 'when-condition', verdict: 'real', before: true, why: 'kubeadm is no distribution the analyzer knows'},
      {line: 570, rule: 'read-not-written', verdict: 'real', before: true, why: 'no collector of the spec writes the file the analyzer reads'},
      {line: 591, rule: 'read-not-written', verdict: 'real', before: true, why: 'no collector of the spec writes the file the analyzer reads'},
      {line: 612, rule: 'read-not-written', verdict: 'real', before: true, why: 'no collector of the spec writes the file the analyzer reads'},
      {line: 637, rule: 'outcome-after-catch-all', verdict: 'real', before: false, why: 'the analyzer takes the first outcome that holds, and the one without `when` before it always holds'},
      {line: 653, rule: 'outcome-after-catch-all', verdict: 'real', before: false, why: 'the analyzer takes the first outcome that holds, and the one without `when` before it always holds'},
      {line: 669, rule: 'outcome-after-catch-all', verdict: 'real', before: false, why: 'the analyzer takes the first outcome that holds, and the one without `when` before it always holds'},
      {line: 685, rule: 'outcome-after-catch-all', verdict: 'real', before: false, why: 'the analyzer takes the first outcome that holds, and the one without `when` before it always holds'},
      {line: 744, rule: 'outcome-after-catch-all', verdict: 'real', before: false, why: 'the analyzer takes the first outcome that holds, and the one without `when` before it always holds'},
      {line: 754, rule: 'read-not-written', verdict: 'real', before: true, why: 'no collector of the spec writes the file the analyzer reads'},
      {line: 771, rule: 'outcome-after-catch-all', verdict: 'real', before: false, why: 'the analyzer takes the first outcome that holds, and the one without `when` before it always holds'},
      {line: 815, rule: 'when-condition', verdict: 'real', before: true, why: 'a warn without `notAfter < Today + N days` never matches'},
      {line: 885, rule: 'outcome-after-catch-all', verdict: 'real', before: false, why: 'the analyzer takes the first outcome that holds, and the one without `when` before it always holds'},
      {line: 901, rule: 'outcome-after-catch-all', verdict: 'real', before: false, why: 'the analyzer takes the first outcome that holds, and the one without `when` before it always holds'},
    ],
  },
  {
    file: 'replicatedhq__troubleshoot__examples__preflight__host__sample.yaml',
    repository: 'replicatedhq/troubleshoot',
    path: 'examples/preflight/host/sample.yaml',
    commit: '0c6fb2177bb697c39f6d97f518766718c51b7456',
    expected: [
      {line: 19, rule: 'unknown-key', verdict: 'real', before: true, why: 'the JSON name is `operationSize`: this key is dropped'},
      {line: 104, rule: 'when-condition', verdict: 'real', before: true, why: 'the analyzer knows latencies only'},
    ],
  },
  {
    file: 'replicatedhq__troubleshoot__examples__preflight__host__host-os.yaml',
    repository: 'replicatedhq/troubleshoot',
    path: 'examples/preflight/host/host-os.yaml',
    commit: '0c6fb2177bb697c39f6d97f518766718c51b7456',
    expected: [],
  },
  {
    file: 'replicatedhq__troubleshoot__examples__preflight__host__system-packages.yaml',
    repository: 'replicatedhq/troubleshoot',
    path: 'examples/preflight/host/system-packages.yaml',
    commit: '0c6fb2177bb697c39f6d97f518766718c51b7456',
    expected: [],
  },
  {
    file: 'replicatedhq__troubleshoot__examples__preflight__remote__sample.yaml',
    repository: 'replicatedhq/troubleshoot',
    path: 'examples/preflight/remote/sample.yaml',
    commit: '0c6fb2177bb697c39f6d97f518766718c51b7456',
    expected: [
      {line: 19, rule: 'unknown-key', verdict: 'real', before: true, why: 'the JSON name is `operationSize`: this key is dropped'},
      {line: 104, rule: 'when-condition', verdict: 'real', before: true, why: 'the analyzer knows latencies only'},
    ],
  },
  {
    file: 'replicatedhq__troubleshoot__examples__redact__e2e.yaml',
    repository: 'replicatedhq/troubleshoot',
    path: 'examples/redact/e2e.yaml',
    commit: '0c6fb2177bb697c39f6d97f518766718c51b7456',
    expected: [],
  },
  {
    file: 'replicatedhq__troubleshoot__testdata__https-proxy-replicated-app.yaml',
    repository: 'replicatedhq/troubleshoot',
    path: 'testdata/https-proxy-replicated-app.yaml',
    commit: '0c6fb2177bb697c39f6d97f518766718c51b7456',
    expected: [],
  },
  {
    file: 'replicatedhq__troubleshoot__testdata__supportbundle__labelled-specs__redact-spec-1.yaml',
    repository: 'replicatedhq/troubleshoot',
    path: 'testdata/supportbundle/labelled-specs/redact-spec-1.yaml',
    commit: '0c6fb2177bb697c39f6d97f518766718c51b7456',
    expected: [],
  },
  {
    file: 'replicatedhq__troubleshoot__testdata__supportbundle__labelled-specs__sb-spec-1.yaml',
    repository: 'replicatedhq/troubleshoot',
    path: 'testdata/supportbundle/labelled-specs/sb-spec-1.yaml',
    commit: '0c6fb2177bb697c39f6d97f518766718c51b7456',
    expected: [],
  },
  {
    file: 'replicatedhq__troubleshoot__testdata__supportbundle__configmaps.yaml',
    repository: 'replicatedhq/troubleshoot',
    path: 'testdata/supportbundle/configmaps.yaml',
    commit: '0c6fb2177bb697c39f6d97f518766718c51b7456',
    expected: [],
  },
  {
    file: 'replicatedhq__troubleshoot__testdata__preflightspec__troubleshoot_v1beta2_preflight_secret_gotest.yaml',
    repository: 'replicatedhq/troubleshoot',
    path: 'testdata/preflightspec/troubleshoot_v1beta2_preflight_secret_gotest.yaml',
    commit: '0c6fb2177bb697c39f6d97f518766718c51b7456',
    expected: [],
  },
  {
    file: 'replicatedhq__troubleshoot__testdata__yamldocs__multidoc-spec-1.yaml',
    repository: 'replicatedhq/troubleshoot',
    path: 'testdata/yamldocs/multidoc-spec-1.yaml',
    commit: '0c6fb2177bb697c39f6d97f518766718c51b7456',
    expected: [
      {line: 6, rule: 'cluster-version-no-outcomes', verdict: 'real', before: false, why: 'with no outcome to try, analyzeClusterVersionResult returns an empty result: no title, neither pass, warn nor fail'},
      {line: 45, rule: 'cluster-version-no-outcomes', verdict: 'real', before: false, why: 'with no outcome to try, analyzeClusterVersionResult returns an empty result: no title, neither pass, warn nor fail'},
      {line: 77, rule: 'cluster-version-no-outcomes', verdict: 'real', before: false, why: 'with no outcome to try, analyzeClusterVersionResult returns an empty result: no title, neither pass, warn nor fail'},
    ],
  },
  {
    file: 'replicatedhq__troubleshoot__test__e2e__support-bundle__spec__remoteHostCollectors.yaml',
    repository: 'replicatedhq/troubleshoot',
    path: 'test/e2e/support-bundle/spec/remoteHostCollectors.yaml',
    commit: '0c6fb2177bb697c39f6d97f518766718c51b7456',
    expected: [],
  },
  {
    file: 'replicatedhq__troubleshoot__examples__troubleshoot__longhorn.yaml',
    repository: 'replicatedhq/troubleshoot',
    path: 'examples/troubleshoot/longhorn.yaml',
    commit: '0c6fb2177bb697c39f6d97f518766718c51b7456',
    expected: [],
  },
];
