package function

//go:generate go run ../../tools/ncc-opgen -dialect func -o ops_gen.go
