/**
 * The code that needs a required field, for the required fields whose reference entry has no
 * note about leaving them out: by entry id (`collector/s3Status`) and field path. With the notes'
 * sources, they give every `required` of the schemas the code behind it (`x-required-by`), which
 * the spec checker cites.
 */
import type {SourceRef} from '../model';

const tlsSecret: SourceRef[] = ['pkg/collect/util.go#getTLSParamsFromSecret'];
const afterCollection = {
  'afterCollection.uploadResultsTo.uri': ['pkg/supportbundle/aftercollection.go#uploadSupportBundle'],
  'afterCollection.uploadResultsTo.method': ['pkg/supportbundle/aftercollection.go#uploadSupportBundle'],
  'afterCollection.callback.uri': ['pkg/supportbundle/aftercollection.go#callbackSupportBundleAPI'],
  'afterCollection.callback.method': ['pkg/supportbundle/aftercollection.go#callbackSupportBundleAPI'],
};

export const requiredSources: Record<string, Record<string, SourceRef[]>> = {
  'collector/clickhouse': {'tls.secret.name': tlsSecret},
  'collector/mysql': {'tls.secret.name': tlsSecret},
  'collector/postgres': {'tls.secret.name': tlsSecret},
  'collector/redis': {'tls.secret.name': tlsSecret},
  'collector/s3Status': {bucketName: ['pkg/collect/s3_status.go#CollectS3Status.Collect']},
  'analyzer/clusterResource': {name: ['pkg/analyze/kube_resource.go#AnalyzeClusterResource.analyzeResource', 'pkg/analyze/kube_resource.go#FindResource']},
  'analyzer/configMap': {configMapName: ['pkg/analyze/configmap.go#AnalyzeConfigMap.analyzeConfigMap']},
  'analyzer/imagePullSecret': {registryName: ['pkg/analyze/image_pull_secret.go#AnalyzeImagePullSecret.analyzeImagePullSecret']},
  'analyzer/ingress': {ingressName: ['pkg/analyze/ingress.go#AnalyzeIngress.analyzeIngress']},
  'analyzer/secret': {secretName: ['pkg/analyze/secret.go#AnalyzeSecret.analyzeSecret']},
  'hostCollector/certificate': {keyPath: ['pkg/collect/host_certificate.go#CollectHostCertificate.Collect']},
  'hostCollector/httpLoadBalancer': {port: ['pkg/collect/host_httploadbalancer.go#CollectHostHTTPLoadBalancer.Collect']},
  'hostCollector/tcpLoadBalancer': {port: ['pkg/collect/host_tcploadbalancer.go#CollectHostTCPLoadBalancer.Collect']},
  'hostCollector/networkNamespaceConnectivity': {toCIDR: ['pkg/collect/host_network_namespace_connectivity.go#CollectHostNetworkNamespaceConnectivity.validateCIDRs']},
  'remoteCollector/certificate': {keyPath: ['pkg/collect/host_certificate.go#CollectHostCertificate.Collect']},
  'remoteCollector/diskUsage': {path: ['pkg/collect/host_disk_usage.go#CollectHostDiskUsage.Collect']},
  'remoteCollector/httpLoadBalancer': {address: ['pkg/collect/host_httploadbalancer.go#CollectHostHTTPLoadBalancer.Collect'], port: ['pkg/collect/host_httploadbalancer.go#CollectHostHTTPLoadBalancer.Collect']},
  'remoteCollector/subnetAvailable': {
    CIDRRangeAlloc: ['pkg/collect/host_subnetavailable.go#CollectHostSubnetAvailable.Collect'],
    desiredCIDR: ['pkg/collect/host_subnetavailable.go#CollectHostSubnetAvailable.Collect'],
  },
  'remoteCollector/tcpLoadBalancer': {port: ['pkg/collect/host_tcploadbalancer.go#CollectHostTCPLoadBalancer.Collect']},
  'document/Collector': afterCollection,
  'document/SupportBundle': afterCollection,
};
