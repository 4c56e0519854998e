module troubleshootreader

go 1.19
