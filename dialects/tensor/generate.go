package tensor

//go:generate go run ../../tools/ncc-opgen -dialect tensor -o ops_gen.go
