bir.func @f {
  %t = bir.alloc "t" SB [128, 64]
  bir.tensor_copy dve ins(%t[0:128][[1, 16]] : f32) outs(%t[8:128][[1, 16]] : f32)
  bir.return
}
