!t = tensor<4xf32>
#a = [1, 2]
!u = !t
"test.x"() {a = #a, b = #a} : () -> !u
"test.y"(%arg) : (!t) -> ()
%arg = "test.z"() {d = distinct[0]<"s">, e = distinct[1]<"s">} : () -> tensor<4xf32>
"test.w"() {t = tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1>} : () -> ()
